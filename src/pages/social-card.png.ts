// /social-card.png: the picture a shared link shows (src/lib/share-image.ts), drawn from the content.
import { pngResponse, shareCardSvg } from "#src/lib/share-images";

export const GET = () => pngResponse(shareCardSvg());
