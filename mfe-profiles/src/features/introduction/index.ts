// Introductions (double opt-in). Other features use the "Request an introduction" button of profile pages; the
// /getIntroduce page (get-introduce-page.tsx) is loaded with its route and stays out of this index (first chunk).
export { RequestIntroductionButton, type RequestIntroductionButtonProps } from './request-introduction-button';
