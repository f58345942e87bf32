// Pages composed of several families: a profile's public page (sections, NDA, call to action, claim) and /getIntroduce.
export { GetIntroducePage } from './get-introduce-page';
export { ProfilePublicPage } from './profile-public-page';
