import * as v from 'valibot';
import { INTRODUCTION_MESSAGE_MAX_LENGTH, introductionMessages, requestIntroductionBody } from './introduction';

const fundId = '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001';
const messagesOf = (message: string) => v.safeParse(requestIntroductionBody, { fundId, message }).issues?.map((i) => i.message);

describe('the introduction message', () => {
  it('is required', () => {
    expect(messagesOf('   ')).toEqual(['Message is required']);
  });

  it('takes up to its own limit, not the default 200 of a text field', () => {
    expect(messagesOf('x'.repeat(201))).toBeUndefined();
    expect(messagesOf('x'.repeat(INTRODUCTION_MESSAGE_MAX_LENGTH))).toBeUndefined();
  });

  it('says the contract’s message, alone, once over', () => {
    expect(messagesOf('x'.repeat(INTRODUCTION_MESSAGE_MAX_LENGTH + 1))).toEqual([introductionMessages.messageMaxLength]);
  });
});
