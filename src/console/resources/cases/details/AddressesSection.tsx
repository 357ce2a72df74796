import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addressPlaceLine, addressStreetLine, formatZipcode } from '../../../../domain/format';
import type { CaseAddress, CaseDetails } from '../../../../domain/cases';
import { Section } from './Section';

/** The main address first, then the others in their order. */
export function sortAddresses(addresses: CaseAddress[]): CaseAddress[] {
  return [...addresses].sort((a, b) => Number(b.main) - Number(a.main));
}

function AddressItem({ address }: { address: CaseAddress }) {
  const translate = useTranslate();
  const place = addressPlaceLine(address);
  const street = addressStreetLine(address);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', height: '100%' }}>
      <PlaceIcon color={address.main ? 'primary' : 'action'} sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {address.description || place || translate('app.cases.empty_value')}
          </Typography>
          {address.main ? <Chip size="small" color="primary" label={translate('app.cases.addresses.main')} /> : null}
        </Box>
        {street ? <Typography variant="body2">{street}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {[
            address.description ? place : null,
            address.zipcode
              ? translate('app.cases.addresses.zipcode', { zipcode: formatZipcode(address.zipcode) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

/** 'Endereços': every address of the case, the main one first with its 'Principal' tag. */
export function AddressesSection({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const addresses = sortAddresses(details.addresses ?? []);
  return (
    <Section title="app.cases.addresses.title">
      {addresses.length === 0 ? (
        <Typography color="text.secondary">{translate('app.cases.addresses.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {addresses.map((address) => (
            <Box component="li" key={address.id}>
              <AddressItem address={address} />
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
