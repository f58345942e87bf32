// What the data-room feature (the room, the viewer, the share-link parcel) shows of the Q&A. The inbox page is loaded
// lazily by routes.tsx (./questions-inbox-page), so it is not re-exported here.
export { AskQuestionPanel, type AskQuestionPanelProps } from './ask-question-panel';
export { RoomFaq } from './room-faq';
export { RoomQuestions } from './room-questions';
