import { start } from 'single-spa';
import { registerApplications } from './root-config/register-applications';

await registerApplications();
start({ urlRerouteOnly: true });
