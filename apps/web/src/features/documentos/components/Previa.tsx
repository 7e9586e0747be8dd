import { Fragment } from 'react';
import type { Previa as PreviaDoc } from '../previa';
import classes from './Previa.module.css';

/**
 * The document laid out as its PDF (docs/product.md §14): letterhead, title in capitals, identification, the
 * kind's sections, validity, the confidentiality line, place and date, and the signature block. Blank parts show
 * what goes there, in italics.
 */
export function Previa({ previa }: { previa: PreviaDoc }) {
  const [nome, ...linhas] = previa.cabecalho;
  return (
    <article className={classes.folha} aria-label={`Pré-visualização: ${previa.titulo.toLowerCase()}`}>
      <header className={classes.cabecalho}>
        <div>
          <strong>{nome}</strong>
          {linhas.map((l) => (
            <div key={l}>{l}</div>
          ))}
        </div>
      </header>
      <p className={classes.titulo}>{previa.titulo}</p>
      {previa.tituloIdentificacao && <p className={classes.secao}>{previa.tituloIdentificacao}</p>}
      <dl className={classes.campos}>
        {previa.identificacao.map(({ rotulo, valor }) => (
          <div key={rotulo}>
            <dt>{rotulo}:</dt>{' '}
            {Array.isArray(valor) ? (
              <dd className={classes.lista}>
                <ul className={classes.autores}>
                  {valor.map((linha, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines typed in order, never reordered
                    <li key={i}>{linha}</li>
                  ))}
                </ul>
              </dd>
            ) : (
              <dd>{valor || <span className={classes.pendente}>[{rotulo.toLowerCase()}]</span>}</dd>
            )}
          </div>
        ))}
      </dl>
      {previa.blocos.map((b) => (
        <Fragment key={b.chave}>
          {b.titulo && <p className={classes.secao}>{b.titulo}</p>}
          {b.paragrafos.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
            <p key={i} className={classes.paragrafo}>
              {p}
            </p>
          ))}
          {b.pendente && (
            <p className={`${classes.paragrafo} ${classes.pendente}`}>[{b.pendente.toLowerCase()}]</p>
          )}
        </Fragment>
      ))}
      {previa.validade && <p className={classes.paragrafo}>{previa.validade}</p>}
      {previa.sigiloso && <p className={classes.paragrafo}>{previa.sigiloso}</p>}
      <div className={classes.assinatura}>
        <p className={classes.localData}>{previa.localData}</p>
        <div className={classes.linha}>{previa.assinatura.nome}</div>
        <div className={classes.crp}>{previa.assinatura.crp}</div>
      </div>
    </article>
  );
}
