// Imported as '@memory/design-system/file-check': only the upload pickers need it.
export { fileIsWhatItClaims } from './fileCheck';
