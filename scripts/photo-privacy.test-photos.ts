// Photos as a phone saves them, made by the tests: with the GPS position of
// where they were taken, or with only the camera's Exif.
import sharp from "sharp";

const picture = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#7fb069" } });

/** A JPEG with a camera and a GPS position (a garden in Suffolk) in its Exif. */
export async function gpsPhoto(file: string): Promise<void> {
  await picture()
    .jpeg()
    .withExif({
      IFD0: { Make: "Test Phone Co", Model: "Phone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 13/1 3000/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "1/1 20/1 1500/100",
      },
    })
    .toFile(file);
}

/** A JPEG with a camera's Exif and no position. */
export async function cameraPhoto(file: string): Promise<void> {
  await picture()
    .jpeg()
    .withExif({ IFD0: { Make: "Test Phone Co", Model: "Phone" } })
    .toFile(file);
}
