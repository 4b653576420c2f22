// For the e2e journeys: an Anki package written by the same code the export uses (a deck to import through the UI).
export { writeAnkiPackage } from '../src/modules/imports/formats/anki/write-anki';
