import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../domain/roles';
import { DisabledReason } from '../../../components/DisabledReason';
import { ignoreFailure, useOnce } from '../../../components/busy/useOnce';
import { useSession } from '../../../components/useSession';
import { isListed, listingBlock, type ListingBlock } from '../../../../domain/cases';
import type { CaseDetails } from '../../../../domain/cases';
import { useListingToggle } from './useListingToggle';

const BLOCK_TEXTS: Record<ListingBlock, string> = {
  shadowMode: 'app.cases.listing.shadow_mode',
  notReady: 'app.cases.listing.not_ready',
  readOnly: 'app.cases.listing.read_only',
};

/**
 * 'Listar no aplicativo': opens a ready case to trackers or closes it (optimistic). Blocked,
 * focusable and saying why (DisabledReason), for simplified-mode cases, cases that are not ready,
 * and users who are not case admins (read-only users, support).
 */
export function ListingToggle({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const toggle = useListingToggle(details.id);
  // One change at a time: a second click while in flight sends nothing.
  const change = useOnce((to: 'open' | 'close') => toggle.mutateAsync(to));
  const block = listingBlock(details, isCaseAdmin(roles));
  const checked = isListed(details.status);
  return (
    <DisabledReason reason={block ? translate(BLOCK_TEXTS[block]) : null}>
      {(blocked) => (
        <FormControlLabel
          label={translate('app.cases.listing.label')}
          // The label dims as a disabled one; the switch stays focusable and says why (DisabledReason).
          slotProps={{ typography: { className: blocked?.className } }}
          style={blocked?.style}
          control={
            <Switch
              checked={checked}
              onChange={(event) => {
                if (!blocked) void change.run(event.target.checked ? 'open' : 'close').catch(ignoreFailure);
              }}
              slotProps={
                blocked
                  ? {
                      input: { 'aria-disabled': true, 'aria-describedby': blocked['aria-describedby'], readOnly: true },
                      switchBase: { className: blocked.className },
                    }
                  : undefined
              }
            />
          }
        />
      )}
    </DisabledReason>
  );
}
