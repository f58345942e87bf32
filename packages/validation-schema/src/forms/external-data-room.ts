import * as v from 'valibot';
import { dataRoomTypes } from '../enums/data-room';
import { messages } from '../messages';
import { requiredWhen } from '../rules/conditional';
import { optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/** The data room of a profile: external (needs its URL) or the product's own. */
export const externalDataRoomSchema = v.pipe(
  formObject({
    dataRoomType: v.picklist(dataRoomTypes, messages.dataRoomTypeRequired),
    externalDataRoomUrl: optionalUrl(messages.invalidUrlFormat),
  }),
  requiredWhen('externalDataRoomUrl', 'dataRoomType', (type) => type === 'external', messages.urlRequired),
);
export type ExternalDataRoomFormInput = v.InferInput<typeof externalDataRoomSchema>;
export type ExternalDataRoomForm = v.InferOutput<typeof externalDataRoomSchema>;
