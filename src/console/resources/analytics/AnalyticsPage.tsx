import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../../components/PageFrame';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { apiUrl } from '../../providers/httpClient';
import { getTokens } from '../../providers/session';
import { openWithToken } from '../cases/details/attachments/contentUrl';

/** The report's address (server: routes/analytics.ts), the token in the query: a new tab sends no header. */
export const reportUrl = (accessToken: string) =>
  apiUrl(`/admin/support/analytics/all-trackers?token=${encodeURIComponent(accessToken)}`);

/**
 * /analytics (spec 000 routes): a button opening the all-trackers report in a new browser tab
 * with the access token as a query parameter. The report itself is the server's page.
 */
export function AnalyticsPage() {
  const translate = useTranslate();
  return (
    <PageFrame title={translate('app.pages.analytics.title')} maxWidth={900}>
      <Card component="section" aria-labelledby="analytics-report">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <InsightsIcon color="primary" sx={{ fontSize: 36 }} aria-hidden="true" />
            <div>
              <Typography id="analytics-report" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate('app.analytics.report')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.analytics.hint')}
              </Typography>
              <Button
                variant="contained"
                // The token of the moment (a middle click opens it too); a click renews it if expired.
                href={reportUrl(getTokens()?.accessToken ?? '')}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewIcon />}
                onClick={(event: React.MouseEvent<HTMLAnchorElement>) => openWithToken(event, reportUrl)}
              >
                {translate('app.analytics.open')}
                <VisuallyHidden>{` ${translate('app.analytics.new_tab')}`}</VisuallyHidden>
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </PageFrame>
  );
}
