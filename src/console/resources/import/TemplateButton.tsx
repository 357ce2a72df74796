import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ImportConfig } from '../../../domain/imports';
import { downloadTemplate } from './template';

/** "Baixar modelo": an .xlsx whose columns follow the configuration chosen in its menu. */
export function TemplateButton({ configs }: { configs: readonly ImportConfig[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = async (config: ImportConfig) => {
    setAnchor(null);
    try {
      await downloadTemplate(config.name, config.config);
    } catch {
      notify('app.import.modal.unexpected', { type: 'error' });
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={configs.length === 0}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'import-template-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.import.template')}
      </Button>
      <Menu id="import-template-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {configs.map((config) => (
          <MenuItem key={config.id} onClick={() => void download(config)}>
            {config.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
