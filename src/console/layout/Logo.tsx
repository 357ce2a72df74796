import { useTranslate } from 'react-admin';
import { LogoMark } from './LogoMark';

/** The product's mark in the console (LogoMark with the catalogue's name). */
export function Logo({ compact = false, size = 28 }: { compact?: boolean; size?: number }) {
  const translate = useTranslate();
  return <LogoMark name={translate('app.name')} compact={compact} size={size} />;
}
