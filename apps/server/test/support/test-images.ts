import sharp from 'sharp';

/** Small real images for tests, made on the spot with sharp. */
export const testImages = {
  png: (width = 2000, height = 1200, background = '#3366cc') =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  /** A JPEG carrying EXIF that must never reach the public: author, copyright and a GPS position. */
  jpegWithExif: () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc6633' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Owner', Artist: 'Jane Private' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 46/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '80/1 11/1 0/1',
        },
      })
      .toBuffer(),
  /** Stored sideways (40x20) with EXIF orientation 6: upright it is 20 wide and 40 high. */
  jpegRotated: () =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: '#22aa55' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  webp: () =>
    sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff80' } })
      .webp()
      .toBuffer(),
  avif: () =>
    sharp({ create: { width: 120, height: 80, channels: 3, background: '#8844aa' } })
      .avif()
      .toBuffer(),
  gif: () =>
    sharp({ create: { width: 50, height: 50, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer(),
  tiff: () =>
    sharp({ create: { width: 50, height: 50, channels: 3, background: '#00ff00' } })
      .tiff()
      .toBuffer(),
  svg: () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script>' +
        '<rect width="100" height="100" fill="red"/></svg>',
    ),
  garbage: () => Buffer.from('this is not an image at all, just text pretending to be a photo.jpg'),
  /** More than 10 MB of bytes that start like a PNG. */
  oversized: () =>
    Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(10 * 1024 * 1024 + 1)]),
};

/** A multipart body: text fields (a list sends the field once per value) and image files. */
export function multipartForm(
  fields: Record<string, string | string[]> = {},
  files: { field?: string; name?: string; bytes: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of [value].flat()) form.append(name, v);
  }
  for (const [i, file] of files.entries()) {
    form.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name ?? `photo-${i}.png`,
    );
  }
  return form;
}
