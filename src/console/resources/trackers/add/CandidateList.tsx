import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import StarIcon from '@mui/icons-material/MilitaryTechOutlined';
import { Box, Button, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EXPERIENCE_SCORE_LABELS, type ExperienceScore } from '../../../../domain/statuses';
import { ProTag } from '../components/ProTag';
import { TrackerAvatar } from '../components/TrackerAvatar';
import type { TrackerCandidate } from '../../../../domain/trackers';

const meta = { display: 'inline-flex', alignItems: 'center', gap: 0.5 };

function experienceOf(score: number | null): string | null {
  return score === null ? null : (EXPERIENCE_SCORE_LABELS[score as ExperienceScore] ?? String(score));
}

/** The trackers found: photo, name, PRO, e-mail, city/UF and experience, each with 'Adicionar'. */
export function CandidateList({
  rows,
  onPick,
}: {
  rows: TrackerCandidate[];
  onPick: (candidate: TrackerCandidate) => void;
}) {
  const translate = useTranslate();
  return (
    <List disablePadding aria-label={translate('app.trackers.add.results')}>
      {rows.map((candidate) => {
        const place = [candidate.city, candidate.state].filter(Boolean).join('/');
        const experience = experienceOf(candidate.experienceScore);
        return (
          <ListItem
            key={candidate.id}
            divider
            secondaryAction={
              <Button
                size="small"
                variant="outlined"
                startIcon={<PersonAddIcon />}
                aria-label={translate('app.trackers.add.pick_label', { name: candidate.name })}
                onClick={() => onPick(candidate)}
              >
                {translate('app.trackers.add.pick')}
              </Button>
            }
            sx={{ pr: 16 }}
          >
            <ListItemAvatar>
              <TrackerAvatar avatar={candidate.avatar} name={candidate.name} />
            </ListItemAvatar>
            <ListItemText
              disableTypography
              primary={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography variant="subtitle2" component="span" sx={{ fontWeight: 600 }}>
                    {candidate.name}
                  </Typography>
                  {candidate.isPro ? <ProTag /> : null}
                </Box>
              }
              secondary={
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
                >
                  <span>{candidate.email}</span>
                  <Box component="span" sx={meta}>
                    <PlaceIcon sx={{ fontSize: 14 }} />
                    {place || translate('app.trackers.add.no_place')}
                  </Box>
                  <Box component="span" sx={meta}>
                    <StarIcon sx={{ fontSize: 14 }} />
                    {experience
                      ? translate('app.trackers.add.experience', { value: experience })
                      : translate('app.trackers.add.no_experience')}
                  </Box>
                </Typography>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
