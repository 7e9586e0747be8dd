import {
  AspectRatio,
  Avatar,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import {
  IconBrain,
  IconCalendarEvent,
  IconCoin,
  IconFileTypePdf,
  IconLock,
  IconReceiptTax,
  IconUsers,
} from '@tabler/icons-react';
import { Secao, Secoes } from '../Secao';

const PESSOAS = ['Ana Beatriz Souza', 'Bruno Carvalho Lima', 'Camila Ferreira Rocha', 'Daniel Martins Alves'];
const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0])
    .join('');

/** A small picture drawn in SVG with the theme's variables, so it follows the primary colour and dark mode. */
function Ilustracao() {
  return (
    <svg viewBox="0 0 320 180" width="100%" height="100%" role="img" aria-labelledby="galeria-ilustracao">
      <title id="galeria-ilustracao">Ilustração: um consultório com poltrona e planta</title>
      <rect width="320" height="180" fill="var(--mantine-primary-color-light)" />
      <rect x="40" y="96" width="110" height="50" rx="12" fill="var(--mantine-primary-color-filled)" />
      <rect
        x="52"
        y="70"
        width="86"
        height="40"
        rx="10"
        fill="var(--mantine-primary-color-filled)"
        opacity="0.75"
      />
      <rect x="200" y="110" width="30" height="36" rx="4" fill="var(--mantine-color-dimmed)" />
      <circle cx="215" cy="92" r="22" fill="var(--mantine-primary-color-filled)" opacity="0.55" />
      <rect x="0" y="146" width="320" height="34" fill="var(--mantine-color-default-border)" />
    </svg>
  );
}

/** A "photo" (an image file, as an upload would be) painted from the surface palette of the appearance panel. */
const foto = (cinza: readonly string[], primaria: readonly string[]) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240"><rect width="400" height="240" fill="${cinza[3]}"/><circle cx="300" cy="70" r="34" fill="${primaria[2]}"/><path d="M0 200 L120 110 L210 180 L290 130 L400 210 L400 240 L0 240 Z" fill="${cinza[7]}"/></svg>`,
  )}`;

const ICONES = [
  { icone: IconUsers, nome: 'Pacientes' },
  { icone: IconCalendarEvent, nome: 'Agendamentos' },
  { icone: IconCoin, nome: 'Gestão Financeira' },
  { icone: IconReceiptTax, nome: 'Carnê-Leão' },
  { icone: IconBrain, nome: 'Prontuário' },
  { icone: IconFileTypePdf, nome: 'PDF' },
  { icone: IconLock, nome: 'Bloqueado no plano' },
];

/** /uikit/media: avatars, images with alternative text and the product's icons. */
export function MediaPage() {
  const theme = useMantineTheme();
  return (
    <Secoes>
      <Secao
        titulo="Avatares"
        descricao="Sem foto, o avatar mostra as iniciais na cor primária; em grupo, o excedente vira contador."
        codigo={`<Avatar radius="xl" variant="light" color={theme.primaryColor}>AS</Avatar>
<Avatar.Group><Avatar>…</Avatar><Avatar>+2</Avatar></Avatar.Group>`}
      >
        <Stack gap="md">
          <Group gap="sm">
            {PESSOAS.map((p, i) => (
              <Tooltip key={p} label={p}>
                <Avatar
                  radius="xl"
                  size={[28, 36, 44, 56][i]}
                  variant={i % 2 ? 'filled' : 'light'}
                  color={theme.primaryColor}
                  alt={p}
                >
                  {iniciais(p)}
                </Avatar>
              </Tooltip>
            ))}
          </Group>
          <Group gap="sm">
            <Avatar.Group>
              {PESSOAS.slice(0, 3).map((p) => (
                <Avatar key={p} radius="xl" color={theme.primaryColor} alt={p}>
                  {iniciais(p)}
                </Avatar>
              ))}
              <Avatar radius="xl" alt="Mais 5 pacientes">
                +5
              </Avatar>
            </Avatar.Group>
            <Text fz="sm" c="dimmed">
              8 pacientes hoje
            </Text>
          </Group>
        </Stack>
      </Secao>

      <Secao
        titulo="Imagens"
        descricao="Toda imagem tem texto alternativo; ilustrações em SVG usam as variáveis do tema e acompanham a cor primária e o modo escuro."
        codigo={`<Image src={url} alt="Paisagem de montanhas ao entardecer" radius="md" />
<AspectRatio ratio={16 / 9}><svg role="img" aria-labelledby="titulo">…</svg></AspectRatio>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Image
              src={foto(theme.colors.gray, theme.colors[theme.primaryColor])}
              alt="Paisagem de montanhas com o sol"
              radius="md"
              h={180}
              fit="cover"
            />
            <Text fz="xs" c="dimmed">
              Image com texto alternativo
            </Text>
          </Stack>
          <Stack gap={4}>
            <AspectRatio
              ratio={16 / 9}
              style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            >
              <Ilustracao />
            </AspectRatio>
            <Text fz="xs" c="dimmed">
              SVG com as cores do tema
            </Text>
          </Stack>
        </SimpleGrid>
      </Secao>

      <Secao
        titulo="Ícones"
        descricao="Ícones Tabler, traço 1,6 a 1,8; em destaque dentro de ThemeIcon na cor primária."
        codigo={`<ThemeIcon variant="light" size={44} radius="md"><IconUsers size={22} stroke={1.6} /></ThemeIcon>`}
      >
        <Group gap="md">
          {ICONES.map(({ icone: Icone, nome }) => (
            <Stack key={nome} gap={4} align="center" w={96}>
              <ThemeIcon variant="light" size={44} radius="md">
                <Icone size={22} stroke={1.6} />
              </ThemeIcon>
              <Text fz="xs" ta="center">
                {nome}
              </Text>
            </Stack>
          ))}
        </Group>
      </Secao>
    </Secoes>
  );
}
