// /apple-touch-icon.png: the icon of the site added to an iPhone's home screen.
import { appleTouchIcon, iconSvg, pngResponse } from "#src/lib/share-images";

export const GET = () => pngResponse(iconSvg(appleTouchIcon.size, appleTouchIcon.share));
