import { Box, Typography } from '@mui/material';

/**
 * The product's mark: a car on a rounded square and the name, drawn in the theme's primary
 * colour, so the logo changes with the light and dark themes by itself. Without react-admin, so
 * the signed-out entry draws the same one (signIn/SignInPage.tsx); the console's is Logo.tsx.
 */
export function LogoMark({ name, compact = false, size = 28 }: { name: string; compact?: boolean; size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M7 20l3-7h12l3 7v4h-3v-2H10v2H7z" fill="#fff" />
        <circle cx="11" cy="20" r="1.6" fill="currentColor" />
        <circle cx="21" cy="20" r="1.6" fill="currentColor" />
      </Box>
      {compact ? null : (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.7, letterSpacing: 0.2 }}>
          {name}
        </Typography>
      )}
    </Box>
  );
}
