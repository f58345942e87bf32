/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { describeStoriesOf } from '../testing/story-tests';

jest.setTimeout(30_000);
describeStoriesOf('mfe-profiles');
