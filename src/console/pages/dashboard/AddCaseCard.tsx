import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { LinkBase, useTranslate } from 'react-admin';

/** The shortcut to /casos/novo that case admins get on the dashboard (spec 000 §2). */
export function AddCaseCard() {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardActionArea component={LinkBase} to="/casos/novo" sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <AddIcon color="primary" sx={{ fontSize: 36 }} />
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate('app.pages.dashboard.add_case')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.pages.dashboard.add_case_hint')}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
