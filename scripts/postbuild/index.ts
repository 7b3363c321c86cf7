// Runs once the client build and pre-rendering are done (react-router.config.ts buildEnd).
import { placeNotFoundPages } from "./not-found-pages";

export async function postbuild({ clientDir }: { clientDir: string }): Promise<void> {
  await placeNotFoundPages(clientDir);
}
