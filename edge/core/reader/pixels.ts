// Pixel work before OCR, on a plain grey image (one byte per pixel): the same code runs in the browser worker and in
// Node, whatever decoded the file. Tesseract finds text lines on a black-and-white version of the image, so what
// must survive is contrast: light grey text (the export's location, about 177/255) is darkened, and a dark theme
// is turned into dark text on white.

export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** RGB(A) -> grey (Rec. 601 luma), `channels` bytes per pixel. */
export function grayFrom(pixels: ArrayLike<number>, width: number, height: number, channels = 4): GrayImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += channels)
    data[i] = channels < 3 ? pixels[p] : (pixels[p] * 299 + pixels[p + 1] * 587 + pixels[p + 2] * 114) / 1000;
  return { width, height, data };
}

export function crop(img: GrayImage, r: Rect): GrayImage {
  const data = new Uint8Array(r.width * r.height);
  for (let y = 0; y < r.height; y++) {
    const from = (r.y + y) * img.width + r.x;
    data.set(img.data.subarray(from, from + r.width), y * r.width);
  }
  return { width: r.width, height: r.height, data };
}

/** Resized by `factor`: box average when shrinking, cubic when enlarging (bilinear blurs strokes until tesseract
 * misses whole words). */
export function resize(img: GrayImage, factor: number): GrayImage {
  const width = Math.max(1, Math.round(img.width * factor));
  const height = Math.max(1, Math.round(img.height * factor));
  const { width: w0, height: h0, data: src } = img;
  if (factor < 1) {
    const data = new Uint8Array(width * height);
    const step = 1 / factor;
    for (let y = 0; y < height; y++) {
      const y0 = Math.floor(y * step);
      const y1 = Math.min(h0, Math.max(y0 + 1, Math.floor((y + 1) * step)));
      for (let x = 0; x < width; x++) {
        const x0 = Math.floor(x * step);
        const x1 = Math.min(w0, Math.max(x0 + 1, Math.floor((x + 1) * step)));
        let sum = 0;
        for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += src[yy * w0 + xx];
        data[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
      }
    }
    return { width, height, data };
  }
  // Separable: rows first into a float buffer, then columns.
  const wide = new Float32Array(width * h0);
  const taps = cubicTaps(w0, width);
  for (let y = 0; y < h0; y++)
    for (let x = 0; x < width; x++) {
      const t = taps[x];
      let v = 0;
      for (let k = 0; k < 4; k++) v += src[y * w0 + t.at[k]] * t.weight[k];
      wide[y * width + x] = v;
    }
  const data = new Uint8Array(width * height);
  const vt = cubicTaps(h0, height);
  for (let y = 0; y < height; y++) {
    const t = vt[y];
    for (let x = 0; x < width; x++) {
      let v = 0;
      for (let k = 0; k < 4; k++) v += wide[t.at[k] * width + x] * t.weight[k];
      data[y * width + x] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return { width, height, data };
}

/** Catmull-Rom weights of the four source pixels behind each target pixel. */
function cubicTaps(from: number, to: number): { at: number[]; weight: number[] }[] {
  const k = (d: number) => {
    const a = Math.abs(d);
    return a < 1 ? 1.5 * a ** 3 - 2.5 * a ** 2 + 1 : a < 2 ? -0.5 * a ** 3 + 2.5 * a ** 2 - 4 * a + 2 : 0;
  };
  const out: { at: number[]; weight: number[] }[] = [];
  for (let i = 0; i < to; i++) {
    const f = ((i + 0.5) * from) / to - 0.5;
    const base = Math.floor(f);
    const at: number[] = [];
    const weight: number[] = [];
    for (let j = -1; j <= 2; j++) {
      at.push(Math.min(from - 1, Math.max(0, base + j)));
      weight.push(k(f - (base + j)));
    }
    out.push({ at, weight });
  }
  return out;
}

function histogram(img: GrayImage): Uint32Array {
  const h = new Uint32Array(256);
  for (const v of img.data) h[v]++;
  return h;
}

function percentile(h: Uint32Array, total: number, p: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += h[v];
    if (seen >= total * p) return v;
  }
  return 255;
}

/**
 * Dark text on a white page, whatever the theme: a mostly dark image is inverted, then the background (the most
 * common light level) becomes white and everything darker is pushed down a curve, so grey text turns near black.
 */
export function clarify(img: GrayImage): GrayImage {
  const total = img.data.length;
  let h = histogram(img);
  const invert = percentile(h, total, 0.5) < 110;
  const src = invert ? img.data.map((v) => 255 - v) : img.data;
  if (invert) h = histogram({ ...img, data: src });
  const background = Math.max(percentile(h, total, 0.6), 64);
  const ink = Math.min(percentile(h, total, 0.01), background - 32);
  const table = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    const t = Math.min(1, Math.max(0, (v - ink) / (background - 8 - ink)));
    table[v] = Math.round(255 * t ** 2.2);
  }
  return { width: img.width, height: img.height, data: src.map((v) => table[v]) };
}

/**
 * Solid dark areas whitened: logos, photos, icons and filled buttons. Tesseract reads them as letters ("BL", "[|"),
 * and a photo beside the name can outrank it. Text never covers more than about a third of a patch of its own size.
 */
export function blankSolids(img: GrayImage, cell: number): GrayImage {
  const { width: w, height: h } = img;
  const size = Math.max(4, Math.round(cell));
  const cols = Math.ceil(w / size);
  const rowsN = Math.ceil(h / size);
  const dark = new Uint32Array(cols * rowsN);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (img.data[y * w + x] < 128) dark[Math.floor(y / size) * cols + Math.floor(x / size)]++;
  const out = new Uint8Array(img.data);
  for (let r = 0; r < rowsN; r++)
    for (let c = 0; c < cols; c++) {
      // A cell is solid when it and its neighbours are mostly dark: a 3x3 block of cells, each at least 55% dark.
      let solid = true;
      for (let dr = -1; dr <= 1 && solid; dr++)
        for (let dc = -1; dc <= 1 && solid; dc++) {
          const rr = Math.min(rowsN - 1, Math.max(0, r + dr));
          const cc = Math.min(cols - 1, Math.max(0, c + dc));
          const area = Math.min(size, h - rr * size) * Math.min(size, w - cc * size);
          if (dark[rr * cols + cc] < area * 0.55) solid = false;
        }
      if (!solid) continue;
      for (let y = Math.max(0, (r - 1) * size); y < Math.min(h, (r + 2) * size); y++)
        out.fill(255, y * w + Math.max(0, (c - 1) * size), y * w + Math.min(w, (c + 2) * size));
    }
  return { width: w, height: h, data: out };
}

/** Binary PGM (P5): a format tesseract's image library reads on every platform, with no encoder needed. */
export function encodePgm(img: GrayImage): Uint8Array {
  const head = Uint8Array.from(`P5\n${img.width} ${img.height}\n255\n`, (c) => c.charCodeAt(0));
  const out = new Uint8Array(head.length + img.data.length);
  out.set(head);
  out.set(img.data, head.length);
  return out;
}
