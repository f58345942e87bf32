import type { QueryClient } from '@tanstack/react-query';
import { fundActivityKeys } from '../fund-activity-summary';
import { fundTodoKeys } from './keys';

/** After any write of the family: the to-dos, and the activity log (marking done writes an entry). */
export async function refreshAfterTodoChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: fundTodoKeys.all });
  await queryClient.invalidateQueries({ queryKey: fundActivityKeys.all });
}
