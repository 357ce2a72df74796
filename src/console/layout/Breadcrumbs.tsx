import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

export interface Crumb {
  /** i18n key. */
  label: string;
  /** Where the crumb leads; the last crumb (the current page) has none. */
  to?: string;
}

/** The page's place in the console, under the app bar: 'Casos / Detalhes'. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const translate = useTranslate();
  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumbs.label')} sx={{ mt: 2, mb: 1.5, fontSize: 13 }}>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <Link key={crumb.label} component={LinkBase} to={crumb.to} underline="hover" color="inherit">
            {translate(crumb.label)}
          </Link>
        ) : (
          <Typography
            key={crumb.label}
            fontSize="inherit"
            color={index === crumbs.length - 1 ? 'text.primary' : 'inherit'}
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            {translate(crumb.label)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
