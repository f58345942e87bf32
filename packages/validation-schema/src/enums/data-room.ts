import * as v from 'valibot';
import { messages } from '../messages';

/** How an item is added to a data room: upload a file or link a file. */
export const dataRoomAddTypes = ['upload', 'link'] as const;
export type DataRoomAddType = (typeof dataRoomAddTypes)[number];
export const dataRoomAddTypeSchema = v.picklist(dataRoomAddTypes, messages.invalidDataRoomAddType);

/** A data room is external (a URL elsewhere) or the product's own ("{product}Discovery"). */
export const dataRoomTypes = ['external', 'fundnetDiscovery'] as const;
export type DataRoomType = (typeof dataRoomTypes)[number];
export const dataRoomTypeSchema = v.picklist(dataRoomTypes, messages.invalidDataRoomType);

/** The two kinds of file area. */
export const fileAreaKinds = ['General', 'FileShare'] as const;
export type FileAreaKind = (typeof fileAreaKinds)[number];
export const fileAreaKindSchema = v.picklist(fileAreaKinds, messages.invalidFileAreaKind);
