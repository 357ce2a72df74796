import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../domain/roles';
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
 * 'Listar no aplicativo': opens a ready case to trackers or closes it (optimistic). Disabled,
 * with a tooltip saying why, for simplified-mode cases, cases that are not ready, and users who
 * are not case admins (read-only users, support).
 */
export function ListingToggle({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const toggle = useListingToggle(details.id);
  const block = listingBlock(details, isCaseAdmin(roles));
  const checked = isListed(details.status);
  const control = (
    <FormControlLabel
      label={translate('app.cases.listing.label')}
      disabled={block !== null}
      control={
        <Switch
          checked={checked}
          onChange={(event) => {
            if (!toggle.isPending) toggle.mutate(event.target.checked ? 'open' : 'close');
          }}
        />
      }
    />
  );
  if (!block) return control;
  return (
    <Tooltip title={translate(BLOCK_TEXTS[block])}>
      <span>{control}</span>
    </Tooltip>
  );
}
