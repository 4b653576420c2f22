// Imported as '@memory/design-system/image-crop-upload', not from the package root: the root is a shared singleton in
// every first load, and only the cover and avatar pickers need the cropper.
export * from './ImageCropUpload';
export * from './BlurhashImage';
export { blurhashOf } from './blurhash';
