import { Accordion, List } from '@mantine/core';

/** Step by step, how to add the address to Google Agenda and to the iPhone's calendar. */
export function ComoAdicionarCalendario() {
  return (
    <Accordion variant="separated">
      <Accordion.Item value="google">
        <Accordion.Control>Como adicionar no Google Agenda</Accordion.Control>
        <Accordion.Panel>
          <List type="ordered" fz="sm" spacing={4}>
            <List.Item>No computador, abra o Google Agenda.</List.Item>
            <List.Item>Ao lado de “Outras agendas”, clique em “+” e escolha “Do URL”.</List.Item>
            <List.Item>Cole o endereço e clique em “Adicionar agenda”.</List.Item>
            <List.Item>
              Em alguns minutos (até algumas horas) os agendamentos aparecem também no celular.
            </List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="iphone">
        <Accordion.Control>Como adicionar no iPhone</Accordion.Control>
        <Accordion.Panel>
          <List type="ordered" fz="sm" spacing={4}>
            <List.Item>Abra Ajustes → Calendário → Contas → Adicionar Conta → Outra.</List.Item>
            <List.Item>Toque em “Adicionar Calendário Assinado”.</List.Item>
            <List.Item>Cole o endereço, toque em “Seguinte” e depois em “Salvar”.</List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
