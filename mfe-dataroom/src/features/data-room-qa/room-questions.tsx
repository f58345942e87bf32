import type { Asker } from '@fundnet/api-client';
import { AskQuestionPanel } from './ask-question-panel';
import { RoomFaq } from './room-faq';

/** What a holder gets on a room: its FAQ, and "Ask a question" on the whole room (where they may ask). */
export function RoomQuestions({ dataRoomId, asker }: { dataRoomId: string; asker: Asker }) {
  return (
    <>
      <RoomFaq dataRoomId={dataRoomId} asker={asker} />
      <AskQuestionPanel dataRoomId={dataRoomId} asker={asker} />
    </>
  );
}
