// Photos as a phone saves them, made by the tests: with the GPS position of
// where they were taken, or with only the camera's Exif.
import sharp from "sharp";

const picture = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#7fb069" } });

/** A JPEG (or another format) with a camera and a GPS position (a garden in Suffolk) in its Exif. */
export async function gpsPhoto(file: string, format: "jpeg" | "avif" = "jpeg"): Promise<void> {
  await picture()
    .toFormat(format)
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

/**
 * A camera's full-size photo, `width` by `height` (4000 by 2700, say): soft
 * light and a textured lawn drawn as an SVG, so it compresses as a photo does.
 */
export async function largePhoto(file: string, width = 4000, height = 2700): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#9cc8ef"/><stop offset="0.45" stop-color="#e9f1f7"/>
        <stop offset="0.46" stop-color="#6e9e4a"/><stop offset="1" stop-color="#3d6b2a"/>
      </linearGradient>
      <filter id="grass"><feTurbulence baseFrequency="0.004 0.02" numOctaves="3" seed="7"/>
        <feColorMatrix values="0 0 0 0 0.2  0 0 0 0 0.35  0 0 0 0 0.1  0 0 0 0.5 0"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${Math.round(height * 0.46)}" width="100%" height="${Math.round(height * 0.54)}" filter="url(#grass)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.7}" r="${height * 0.12}" fill="#c0392b"/>
    <rect x="${width * 0.55}" y="${height * 0.6}" width="${width * 0.25}" height="${height * 0.18}" fill="#f4d35e"/>
  </svg>`;
  // Drawn at a tenth of the size and enlarged: the texture is what matters, and it draws fast.
  const drawn = await sharp(Buffer.from(svg), { density: 7.2 }).toBuffer();
  await sharp(drawn).resize(width, height).jpeg({ quality: 95 }).toFile(file);
}
