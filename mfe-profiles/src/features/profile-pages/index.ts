// Pages composed of several families: a profile's public page (sections, NDA, call to action, claim).
export { ProfilePublicPage } from './profile-public-page';
