import { fileIsWhatItClaims } from './fileCheck';

const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const MP4_START = new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);
const SVG = '<?xml version="1.0"?>\n<!-- 图 -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>';

describe('fileIsWhatItClaims', () => {
  it.each([
    ['a PNG', new File([PNG_START], 'a.png', { type: 'image/png' }), true],
    ['a PNG named .jpg (still an image, drawn alike)', new File([PNG_START], 'a.jpg', { type: 'image/jpeg' }), true],
    ['an SVG', new File([SVG], 'a.svg', { type: 'image/svg+xml' }), true],
    ['an MP4', new File([MP4_START], 'a.mp4', { type: 'video/mp4' }), true],
    ['text named .png', new File(['只是文字'], 'a.png', { type: 'image/png' }), false],
    ['an empty .jpg', new File([], 'a.jpg', { type: 'image/jpeg' }), false],
    ['a PNG named .mp4', new File([PNG_START], 'a.mp4', { type: 'video/mp4' }), false],
    ['an MP4 named .png', new File([MP4_START], 'a.png', { type: 'image/png' }), false],
    ['a PNG named .svg', new File([PNG_START], 'a.svg', { type: 'image/svg+xml' }), false],
    ['an SVG named .png', new File([SVG], 'a.png', { type: 'image/png' }), false],
  ])('%s: %s', async (_what, file, expected) => {
    expect(await fileIsWhatItClaims(file)).toBe(expected);
  });
});
