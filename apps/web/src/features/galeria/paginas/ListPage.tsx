import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconDownload,
  IconFileTypeDocx,
  IconFileTypeJpg,
  IconFileTypePdf,
} from '@tabler/icons-react';
import { formatTamanho } from '../../../lib/format';
import classes from '../galeria.module.css';
import { Secao, Secoes } from '../Secao';

const ATENDIMENTOS = [
  { id: 'a1', dia: 'Hoje', data: '05/03', hora: '09:00', nome: 'Ana Beatriz Souza', confirmado: true },
  { id: 'a2', dia: 'Hoje', data: '05/03', hora: '14:30', nome: 'Daniel Martins Alves', confirmado: false },
  { id: 'a3', dia: 'sex', data: '06/03', hora: '10:00', nome: 'Gabriela Teixeira Dias', confirmado: true },
];

const ANIVERSARIANTES = [
  { id: 'n1', nome: 'Camila Ferreira Rocha', dia: 5, idade: 34, hoje: true },
  { id: 'n2', nome: 'Heitor Barbosa Cunha', dia: 18, idade: 27, hoje: false },
];

const ARQUIVOS = [
  { id: 'f1', nome: 'laudo-avaliacao.pdf', tamanho: 482_304, icone: IconFileTypePdf, cor: 'red' },
  {
    id: 'f2',
    nome: 'encaminhamento-psiquiatria.docx',
    tamanho: 38_912,
    icone: IconFileTypeDocx,
    cor: 'blue',
  },
  { id: 'f3', nome: 'desenho-sessao-12.jpg', tamanho: 1_835_008, icone: IconFileTypeJpg, cor: 'grape' },
];

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

/** /uikit/list: the lists of the dashboard, the attachments and the plans. */
export function ListPage() {
  const theme = useMantineTheme();
  return (
    <Secoes>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Secao
          titulo="Próximos atendimentos"
          descricao="Como no Dashboard: dia em destaque, paciente, horário e status."
          codigo={`<Group gap="sm" wrap="nowrap">
  <Stack gap={0} w={46}>…dia…</Stack>
  <Text fz="sm" fw={500} truncate>{nome}</Text>
  <Badge size="sm" variant="light">Confirmado</Badge>
</Group>`}
        >
          <ul className={classes.lista}>
            {ATENDIMENTOS.map((a) => (
              <li key={a.id} className={classes.linha}>
                <Group gap="sm" wrap="nowrap">
                  <Stack gap={0} align="center" w={46} className={classes.dia}>
                    <Text fz={11} tt="uppercase" lh={1.2}>
                      {a.dia}
                    </Text>
                    <Text fw={700} lh={1.2}>
                      {a.data}
                    </Text>
                  </Stack>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text fz="sm" fw={500} truncate>
                      {a.nome}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {a.hora} · 50 min
                    </Text>
                  </div>
                  <Badge size="sm" variant="light" color={a.confirmado ? 'teal' : 'gray'}>
                    {a.confirmado ? 'Confirmado' : 'Agendado'}
                  </Badge>
                </Group>
              </li>
            ))}
          </ul>
        </Secao>

        <Secao
          titulo="Aniversariantes do mês"
          descricao="Avatar com as iniciais na cor primária."
          codigo={`<Avatar radius="xl" variant="light" color={theme.primaryColor}>{iniciais(nome)}</Avatar>`}
        >
          <ul className={classes.lista}>
            {ANIVERSARIANTES.map((p) => (
              <li key={p.id} className={classes.linha}>
                <Group gap="sm" wrap="nowrap">
                  <Avatar radius="xl" size={34} variant="light" color={theme.primaryColor} alt="">
                    {iniciais(p.nome)}
                  </Avatar>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text fz="sm" fw={500} truncate>
                      {p.nome}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      Dia {p.dia} · {p.idade} anos
                    </Text>
                  </div>
                  {p.hoje && (
                    <Badge size="sm" variant="light">
                      Hoje
                    </Badge>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        </Secao>
      </SimpleGrid>

      <Secao
        titulo="Lista de arquivos"
        descricao="Ícone e cor por tipo, tamanho à brasileira (formatTamanho) e a ação com nome completo."
        codigo={`<ThemeIcon variant="light" color={COR_POR_TIPO[tipo]}><Icone /></ThemeIcon>
<Text fz="xs" c="dimmed">{formatTamanho(anexo.tamanho)}</Text>
<ActionIcon aria-label={\`Baixar \${anexo.nome_original}\`}><IconDownload /></ActionIcon>`}
      >
        <ul className={classes.lista}>
          {ARQUIVOS.map(({ id, nome, tamanho, icone: Icone, cor }) => (
            <li key={id}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color={cor} size={36} radius="md">
                  <Icone size={20} stroke={1.6} />
                </ThemeIcon>
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text fz="sm" fw={500} truncate>
                    {nome}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatTamanho(tamanho)}
                  </Text>
                </div>
                <Tooltip label="Baixar">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Baixar ${nome}`}
                    onClick={() =>
                      notifications.show({
                        title: 'Exemplo',
                        message: `No produto, ${nome} seria baixado agora.`,
                      })
                    }
                  >
                    <IconDownload size={17} stroke={1.7} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </li>
          ))}
        </ul>
      </Secao>

      <Secao
        titulo="Lista com ícones"
        descricao="O que cada plano inclui, como na tela de upgrade."
        codigo={`<List spacing="xs" icon={<ThemeIcon size={20} radius="xl"><IconCheck size={13} /></ThemeIcon>}>
  <List.Item>Pacientes ilimitados</List.Item>
</List>`}
      >
        <List
          spacing="xs"
          fz="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={13} stroke={2.4} />
            </ThemeIcon>
          }
        >
          <List.Item>Pacientes ilimitados</List.Item>
          <List.Item>Agenda com lembretes</List.Item>
          <List.Item>Gestão financeira e Carnê-Leão</List.Item>
          <List.Item>Prontuário em PDF</List.Item>
        </List>
      </Secao>
    </Secoes>
  );
}
