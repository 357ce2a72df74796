// The case services (spec 000 §7 "Cases"), one concern per file.
export { listCases } from './list';
export { exportCases } from './export';
export { countCases } from './counts';
export { getCase, getCaseDetails, getCaseHistory, listCategories } from './read';
export { saveCase } from './save';
export { closeCase, removeCase, reopenCase, setListing } from './lifecycle';
export { addAttachment, removeAttachment, saveNotes } from './attachments';
export { caseId } from './access';
