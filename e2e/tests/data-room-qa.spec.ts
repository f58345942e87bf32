import { expect, test } from '@playwright/test';
import { auth, createFund, signedInPage, signUp, upgradeFund } from '../support/accounts';
import { samplePdf } from '../support/sample-pdf';
import { screenshot } from '../support/screenshots';

// Questions and answers in a data room (issue 35): an LP asks the fund a question on page 2 of a file, in the viewer; a
// fund member answers it from the room's inbox and publishes it; another LP of the room reads it in the room's FAQ,
// without the asker's name. The room, the file and the group are set up through the API (data-room.spec.ts covers them
// in the browser).

test('an LP asks on a page, a fund member answers and publishes it, another LP reads it in the FAQ', async ({ browser, request }) => {
  const owner = await signUp(request, 'Fiona', 'Fund');
  const fund = await createFund(request, owner.token, `Lakeside Fund IV ${Date.now()}`);
  await upgradeFund(request, owner.token, fund);
  const asker = await signUp(request, 'Lars', 'Asker');
  const reader = await signUp(request, 'Rita', 'Reader');
  const asFund = auth(owner.token, fund.id);

  const room = await request.post('/api/data-room', { headers: asFund, data: { name: 'Fund IV room' } });
  expect(room.status(), await room.text()).toBe(201);
  const roomId = ((await room.json()) as { dataRoom: { id: string } }).dataRoom.id;
  const upload = await request.post('/api/data-room/file/upload', {
    headers: asFund,
    multipart: {
      dataRoomId: roomId,
      fileName: 'Fund IV terms',
      dataRoomAddWatermark: 'false',
      file: { name: 'terms.pdf', mimeType: 'application/pdf', buffer: samplePdf('Fund IV terms', 2) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const group = await request.post('/api/data-room/create/data-room/group', {
    headers: asFund,
    data: { dataRoomId: roomId, name: 'LPs', permissions: { canView: true } },
  });
  const groupId = ((await group.json()) as { group: { id: string } }).group.id;
  const holders = await request.put('/api/data-room/permissionHolder/edit', {
    headers: asFund,
    data: { groupId, add: [{ email: asker.email }, { email: reader.email }] },
  });
  expect(holders.status(), await holders.text()).toBe(200);

  // The LP reads page 2 of the file and asks about it.
  const lp = await signedInPage(browser, asker.token);
  await lp.page.goto(`/dataRoom/${roomId}`);
  await lp.page.getByText('Fund IV terms.pdf').click();
  await expect(lp.page.getByText('Page 1 of 2')).toBeVisible({ timeout: 20_000 });
  await lp.page.getByRole('button', { name: 'Next page' }).click();
  await expect(lp.page.getByText('Page 2 of 2')).toBeVisible();
  const ask = lp.page.getByRole('region', { name: 'Ask the fund about Fund IV terms.pdf' });
  await expect(ask.getByLabel('About page 2')).toBeChecked();
  await ask.getByLabel('Your question').fill('Is the hurdle rate on page 2 compounded annually?');
  await screenshot(lp.page, 'data-room-qa-01-ask');
  await ask.getByRole('button', { name: 'Send to the fund' }).click();
  await expect(ask.getByText('Your question was sent to the fund.')).toBeVisible();
  await expect(ask.getByRole('list', { name: 'Your organisation’s questions' })).toContainText('Waiting for the fund');
  expect(lp.errors).toEqual([]);

  // The fund's member answers it from the inbox and publishes it.
  const member = await signedInPage(browser, owner.token, fund.id);
  await member.page.goto(`/dataRoom/${roomId}`);
  await member.page.getByRole('link', { name: 'Questions' }).click();
  await expect(member.page.getByRole('tab', { name: 'Open (1)' })).toBeVisible();
  const detail = member.page.getByRole('region', { name: 'Is the hurdle rate on page 2 compounded annually?' });
  await expect(detail).toContainText('Fund IV terms.pdf, page 2');
  await expect(detail).toContainText(asker.email);
  await detail.getByLabel('Draft answer').fill('Yes: the 8 % hurdle compounds annually, as section 3 of the terms says.');
  await detail.getByRole('button', { name: 'Send answer' }).click();
  await expect(detail.getByText('Answer sent: the asker gets an e-mail.')).toBeVisible();
  await detail.getByRole('button', { name: 'Publish in the FAQ' }).click();
  await expect(detail.getByText('Published in the room’s FAQ, without the asker.')).toBeVisible();
  await expect(member.page.getByRole('tab', { name: 'Published (1)' })).toBeVisible();
  await screenshot(member.page, 'data-room-qa-02-inbox');
  expect(member.errors).toEqual([]);

  // The asker reads the answer beside the file; another LP reads it in the room's FAQ, without the asker.
  await lp.page.reload();
  await expect(lp.page.getByText('Yes: the 8 % hurdle compounds annually', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await lp.context.close();

  const other = await signedInPage(browser, reader.token);
  await other.page.goto(`/dataRoom/${roomId}`);
  const faq = other.page.getByRole('region', { name: 'Questions and answers' });
  await expect(faq.getByText('Is the hurdle rate on page 2 compounded annually?')).toBeVisible({ timeout: 20_000 });
  await faq.getByText('Is the hurdle rate on page 2 compounded annually?').click();
  await expect(faq.getByText('Yes: the 8 % hurdle compounds annually', { exact: false })).toBeVisible();
  await expect(faq).not.toContainText(asker.email);
  await screenshot(other.page, 'data-room-qa-03-faq');
  expect(other.errors).toEqual([]);
  await other.context.close();
  await member.context.close();
});
