import EmailIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, IconButton, Link, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../../../domain/format';
import { whatsappUrl } from '../../../../domain/trackers';
import type { TrackerUser } from '../../../../domain/trackers';

const row = { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 };

/** The tracker's e-mail (mailto) and phone, with a WhatsApp link (country code 55). */
export function TrackerContact({ user }: { user: TrackerUser }) {
  const translate = useTranslate();
  const whatsapp = whatsappUrl(user.phone);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={row}>
        <EmailIcon fontSize="small" color="action" />
        <Link href={`mailto:${user.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Link>
      </Box>
      <Box sx={row}>
        <PhoneIcon fontSize="small" color="action" />
        {user.phone ? (
          <>
            <Typography variant="body2">{formatPhone(user.phone)}</Typography>
            {whatsapp ? (
              <Tooltip title={translate('app.trackers.user.whatsapp')}>
                <IconButton
                  size="small"
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={translate('app.trackers.user.whatsapp_label', { name: user.name })}
                  sx={{ color: '#25D366' }}
                >
                  <WhatsAppIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.trackers.user.no_phone')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
