// What a profile page says about fields the server withheld for their audience (profile pages render it).
export { WithheldFieldsNotice } from './withheld-fields-notice';
export { WithheldSection } from './withheld-section';
