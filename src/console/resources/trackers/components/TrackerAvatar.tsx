import { Avatar } from '@mui/material';
import { useContentSrc } from '../../../components/photos/useContentSrc';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

function StoredAvatar({ path, name, size }: { path: string; name: string; size: number }) {
  const { src, failed, onError } = useContentSrc(path);
  return (
    <Avatar
      component="span"
      src={failed ? undefined : src}
      alt={name}
      sx={{ width: size, height: size, fontSize: size * 0.4 }}
      slotProps={{ img: { onError } }}
    >
      {initials(name)}
    </Avatar>
  );
}

/** The tracker's photo (token URL), or the initials of the name when there is none or it fails. */
export function TrackerAvatar({ avatar, name, size = 40 }: { avatar: string | null; name: string; size?: number }) {
  if (avatar) return <StoredAvatar path={avatar} name={name} size={size} />;
  return (
    <Avatar component="span" alt={name} sx={{ width: size, height: size, fontSize: size * 0.4 }}>
      {initials(name)}
    </Avatar>
  );
}
