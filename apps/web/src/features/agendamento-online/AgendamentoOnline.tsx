import type { AgendamentoOnline as Pagina } from '@consultorio/contracts/agendamento-online';
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { SecaoDoPerfil } from '../../components/SecaoDoPerfil';
import { usePlan } from '../../plano/usePlan';
import { usePaginaDeAgendamento } from './api';
import { EnderecoDaPagina } from './EnderecoDaPagina';
import { EstadoDaPagina } from './EstadoDaPagina';
import { HorariosDaSemana } from './HorariosDaSemana';
import { Previa } from './Previa';
import { ConfirmacaoEModalidades, DuracaoEJanela } from './RegrasDaPagina';
import { usePaginaForm } from './usePaginaForm';

/**
 * Perfil → Agendamento online (docs/product.md §16): the public booking page — on or off, its address to copy, the
 * length, gap, notice and window, the weekly hours, automatic or manual confirmation, modalities and a message, with
 * a preview of what visitors see. Essencial and Vitalício.
 */
export function AgendamentoOnline() {
  const liberado = usePlan().has('essencial');
  const pagina = usePaginaDeAgendamento(liberado);
  return (
    <SecaoDoPerfil
      id="agendamento-online"
      titulo="Agendamento online"
      liberado={liberado}
      bloqueada="Uma página pública onde pacientes escolhem um horário livre e marcam sozinhos. Faz parte dos planos Essencial e Vitalício."
      query={pagina}
      erro="Não foi possível carregar a página de agendamento"
      carregando="Carregando agendamento online"
      altura={320}
    >
      {(dados) => <PaginaForm key={dados.slug} pagina={dados} />}
    </SecaoDoPerfil>
  );
}

function PaginaForm({ pagina }: { pagina: Pagina }) {
  const { form, submit, erro, salvando } = usePaginaForm(pagina);
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Página de agendamento online">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Divulgue o endereço da sua página (no Instagram, no WhatsApp, no seu site). Quem acessa vê só seu
            nome, seu CRP e os horários livres da agenda — nada sobre outros pacientes — e marca sem criar
            conta.
          </Text>
          <AvisoDeErro mensagem={erro} />
          <Group justify="space-between" align="center">
            <Switch
              label="Página de agendamento ativa"
              {...form.getInputProps('ativo', { type: 'checkbox' })}
            />
            <EstadoDaPagina pagina={pagina} />
          </Group>

          <EnderecoDaPagina form={form} pagina={pagina} />

          <DuracaoEJanela form={form} />

          <HorariosDaSemana form={form} />

          <ConfirmacaoEModalidades form={form} />

          <Previa values={form.values} />

          <Group justify="flex-end">
            <Button
              variant="default"
              type="button"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || salvando}
            >
              Descartar alterações
            </Button>
            <Button
              type="submit"
              loading={salvando}
              leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}
            >
              Salvar agendamento online
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
