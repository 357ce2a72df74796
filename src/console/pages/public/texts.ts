import { appMessages } from '../../i18n/app';
import { addressTexts } from '../../i18n/address';
import { publicMessages } from '../../i18n/public';
import { translateFrom } from '../../signIn/texts';

/**
 * The public pages' texts (issue 27 item 2): the catalogues they read (`app.*`, `app.public.*`
 * and the address labels `app.case_form.address.*`), without react-admin's i18n provider, so the
 * pages also show signed out before the console loads. The same strings as the console's.
 */
export const translate = translateFrom([
  appMessages,
  { app: { case_form: { address: addressTexts } } },
  publicMessages,
]);
