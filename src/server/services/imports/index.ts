// Importação (issue 13, cases spec §2–§7 "Import"): docs/imports.md.
export { listConfigs, saveConfig, removeConfig } from './configs';
export { startImport, applyBatch, recordSenderError } from './run';
export { finishImport, cancelImport } from './finish';
export { closeChunk, countMissingCases, runImportJob } from './closing';
export { closingRunner } from './closingRunner';
export { listImports, getImport, listChanges } from './read';
export { saveRecord, previewImport } from './save';
