// Anki packages: read (.apkg, .colpkg, every layout) and write (.apkg, legacy schema).
export { readAnkiMedia, readAnkiPackage, type ReadAnkiOptions } from './read-anki';
export { writeAnkiPackage, type AnkiExportDeck, type AnkiExportNote, type WriteAnkiOptions } from './write-anki';
