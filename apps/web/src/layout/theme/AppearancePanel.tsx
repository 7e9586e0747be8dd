import {
  Button,
  ColorSwatch,
  Drawer,
  Group,
  isLightColor,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { layoutStore, useLayoutState } from '../layoutStore';
import classes from './AppearancePanel.module.css';
import {
  defaultThemeConfig,
  type MenuMode,
  PRESETS,
  PRIMARY_NAMES,
  type Preset,
  type PrimaryName,
  SURFACE_NAMES,
  type SurfaceName,
} from './config';
import { surfaceScale, swatchOf } from './palette';
import { themeStore, useThemeConfig } from './themeStore';

const PRIMARY_LABELS: Record<PrimaryName, string> = {
  noir: 'Noir',
  emerald: 'Esmeralda',
  green: 'Verde',
  lime: 'Lima',
  orange: 'Laranja',
  amber: 'Âmbar',
  yellow: 'Amarelo',
  teal: 'Verde-azulado',
  cyan: 'Ciano',
  sky: 'Céu',
  blue: 'Azul',
  indigo: 'Índigo',
  violet: 'Violeta',
  purple: 'Roxo',
  fuchsia: 'Fúcsia',
  pink: 'Rosa',
  rose: 'Rosê',
};

const SURFACE_LABELS: Record<SurfaceName, string> = {
  slate: 'Ardósia',
  gray: 'Cinza',
  zinc: 'Zinco',
  neutral: 'Neutro',
  stone: 'Pedra',
  soho: 'Soho',
  viva: 'Viva',
  ocean: 'Oceano',
};

/** What each preset looks like, as its name on screen (the stored value stays the preset's own name). */
const PRESET_LABELS: Record<Preset, string> = {
  Aura: 'Suave',
  Lara: 'Clássico',
  Nora: 'Compacto',
};

const PRESET_HINTS: Record<Preset, string> = {
  Aura: 'Suave e arredondado.',
  Lara: 'Clássico, com controles maiores.',
  Nora: 'Reto e compacto, tabelas densas.',
};

interface SwatchProps {
  color: string;
  label: string;
  selected: boolean;
  onSelect: () => void;
}

function Swatch({ color, label, selected, onSelect }: SwatchProps) {
  return (
    <Tooltip label={label} openDelay={300}>
      <UnstyledButton
        onClick={onSelect}
        aria-label={label}
        aria-pressed={selected}
        className={classes.swatchButton}
        data-selected={selected || undefined}
      >
        <ColorSwatch color={color} size={24} withShadow={false}>
          {selected && (
            <IconCheck
              size={15}
              stroke={2.5}
              color={isLightColor(color) ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)'}
            />
          )}
        </ColorSwatch>
      </UnstyledButton>
    </Tooltip>
  );
}

/** The appearance configurator (docs/product.md §4.1), opened from the top bar. */
export function AppearancePanel() {
  const config = useThemeConfig();
  const { configSidebarVisible } = useLayoutState();
  return (
    <Drawer
      opened={configSidebarVisible}
      onClose={() => layoutStore.update({ configSidebarVisible: false })}
      position="right"
      size={360}
      title={<Text fw={700}>Aparência</Text>}
      closeButtonProps={{ 'aria-label': 'Fechar painel de aparência' }}
    >
      <Stack gap="xl">
        <fieldset className={classes.fieldset}>
          <legend className={classes.sectionTitle}>Cor primária</legend>
          <div className={classes.swatches}>
            {PRIMARY_NAMES.map((name) => (
              <Swatch
                key={name}
                color={swatchOf(name, config.surface, config.darkTheme)}
                label={PRIMARY_LABELS[name]}
                selected={config.primary === name}
                onSelect={() => themeStore.update({ primary: name })}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={classes.fieldset}>
          <legend className={classes.sectionTitle}>Superfície</legend>
          <div className={classes.swatches}>
            {SURFACE_NAMES.map((name) => (
              <Swatch
                key={name}
                color={surfaceScale(name)['500']}
                label={SURFACE_LABELS[name]}
                selected={config.surface === name}
                onSelect={() => themeStore.update({ surface: name })}
              />
            ))}
          </div>
        </fieldset>

        <section aria-labelledby="aparencia-estilo">
          <Text id="aparencia-estilo" className={classes.sectionTitle}>
            Estilo
          </Text>
          <SegmentedControl
            fullWidth
            value={config.preset}
            onChange={(value) => themeStore.update({ preset: value as Preset })}
            data={PRESETS.map((p) => ({ value: p, label: PRESET_LABELS[p] }))}
            aria-labelledby="aparencia-estilo"
          />
          <Text fz="xs" c="dimmed" mt={6}>
            {PRESET_HINTS[config.preset]}
          </Text>
        </section>

        <section aria-labelledby="aparencia-menu">
          <Text id="aparencia-menu" className={classes.sectionTitle}>
            Menu lateral
          </Text>
          <SegmentedControl
            fullWidth
            value={config.menuMode}
            onChange={(value) => themeStore.update({ menuMode: value as MenuMode })}
            data={[
              { value: 'static', label: 'Estático' },
              { value: 'overlay', label: 'Sobreposto' },
            ]}
            aria-labelledby="aparencia-menu"
          />
        </section>

        <Switch
          label="Modo escuro"
          description="Mais confortável à noite e em ambientes com pouca luz."
          checked={config.darkTheme}
          onChange={() => themeStore.toggleDarkMode()}
          size="md"
        />

        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconRefresh size={16} stroke={1.7} />}
            onClick={() => {
              // Everything back as a first visit has it, the light or dark mode of the system included.
              themeStore.update(defaultThemeConfig());
            }}
          >
            Restaurar padrão
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
