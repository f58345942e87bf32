import { URL_MAX_LENGTH } from '../constants';
import * as v from 'valibot';
import { dataRoomAddTypes } from '../enums/data-room';
import { messages } from '../messages';
import { requiredWhen } from '../rules/conditional';
import { optionalNonNegativeNumber } from '../rules/numbers';
import { optionalString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/** Watermark settings of an uploaded file. */
export const watermarkOptionsSchema = formObject({
  customWatermarkText: optionalString(),
  watermarkSize: optionalNonNegativeNumber(),
  watermarkPosition: optionalString(),
  watermarkRotation: v.nullish(v.number(), null),
});

/**
 * Add an item to a data room. `dataRoomAddType` 'upload' needs fileName and the watermark option
 * (`dataRoomAddWatermark`, yes or no); 'link' needs linkName and a valid linkUrl. The file bytes
 * travel separately (multipart upload).
 */
export const dataRoomItemSchema = v.pipe(
  formObject({
    dataRoomAddType: v.picklist(dataRoomAddTypes, messages.addFileTypeRequired),
    fileName: optionalString(URL_MAX_LENGTH),
    linkName: optionalString(),
    linkUrl: optionalUrl(messages.invalidUrlFormat),
    dataRoomAddWatermark: v.nullish(v.boolean(messages.watermarkOptionRequired), null),
    watermarkOptions: v.nullish(watermarkOptionsSchema, null),
  }),
  requiredWhen('fileName', 'dataRoomAddType', (type) => type === 'upload', messages.fileNameRequired),
  requiredWhen('dataRoomAddWatermark', 'dataRoomAddType', (type) => type === 'upload', messages.watermarkOptionRequired),
  requiredWhen('linkName', 'dataRoomAddType', (type) => type === 'link', messages.linkNameRequired),
  requiredWhen('linkUrl', 'dataRoomAddType', (type) => type === 'link', messages.urlRequired),
);
export type DataRoomItemFormInput = v.InferInput<typeof dataRoomItemSchema>;
export type DataRoomItemForm = v.InferOutput<typeof dataRoomItemSchema>;
