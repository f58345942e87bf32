import { start } from 'single-spa';
import { registerApplications } from './root-config/register-applications';

registerApplications();
start({ urlRerouteOnly: true });
