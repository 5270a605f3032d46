/** The LEIA-ME.txt at the top of the host's data download: what each file holds, in Portuguese. */
export const README_TEXT = `Celebra: seus dados
===================

Este arquivo reúne todos os dados da sua conta e do(s) seu(s) evento(s) guardados pela Celebra.
Cada tabela vem em dois formatos com o mesmo conteúdo:
- .json: para programas e outras plataformas;
- .csv: para planilhas (separado por ponto e vírgula, vírgula decimal, datas no horário de Brasília).
Valores em dinheiro estão em reais.

Arquivos
--------
conta: seus dados de cadastro (nome, e-mail, telefone, preferências de e-mail e consentimento).
dados-para-repasse: o titular, o CPF/CNPJ e a chave Pix para onde vão os seus repasses. Aparecem
  completos, sem máscara, porque esta cópia é sua: guarde este arquivo em lugar seguro.
eventos: seus eventos (título, endereço do site, textos, cores).
configuracoes-do-evento: o que o site do evento mostra, a confirmação de presença e os prazos.
detalhes-do-evento: data, horário, local e transmissão.
lista-de-presentes: os presentes da lista do evento.
presentes-recebidos: cada presente recebido (compra): quem deu, valores, situação e datas.
itens-dos-presentes-recebidos: os itens de cada presente recebido.
convidados: a lista de convidados e as respostas de presença.
acompanhantes: os acompanhantes informados por cada convidado.
perguntas-da-confirmacao: as perguntas que você fez na confirmação de presença.
respostas-dos-convidados: as respostas dos convidados a essas perguntas.
recados: os recados deixados no site do evento.
extrato: cada movimentação de dinheiro do evento (créditos, estornos, repasses).
repasses: os saques solicitados, com valores, datas e para onde foram enviados (CPF/chave Pix completos).
servicos: os serviços contratados para o evento.
galeria: as fotos e vídeos da galeria do evento.
midia/: os arquivos de imagem e vídeo do evento (capa, foto, galeria) e as imagens da lista de presentes.

Os dados dos seus convidados foram informados por eles para o seu evento: trate-os com cuidado
e use-os apenas para o evento.
`;
