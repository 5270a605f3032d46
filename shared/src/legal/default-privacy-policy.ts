/**
 * The platform's privacy policy while the administrator has not written one (settings.privacyPolicy
 * null). Plain text: '## ' starts a heading, a blank line separates paragraphs, '- ' starts a list
 * item. The placeholders in double braces are filled when the text is served (fillLegalText): the
 * months guests' data is kept and the data controller's contact, both from the settings.
 */
export const DEFAULT_PRIVACY_POLICY = `## Quem somos
A Celebra é a plataforma de listas de presentes e sites de eventos (casamentos, chás, aniversários e outras celebrações) que você está usando. Para os dados pessoais tratados na plataforma, a Celebra é a controladora, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). Os anfitriões de cada evento também decidem sobre os dados dos seus convidados e respondem por esse uso.

Encarregado pelo tratamento de dados pessoais: {{encarregado}}.

## Quais dados coletamos
Dos anfitriões (quem cria uma lista): nome, e-mail, telefone e senha (guardada cifrada); para receber o dinheiro dos presentes, CPF ou CNPJ e chave Pix ou conta bancária; os dados do evento (título, data, local, textos, perguntas aos convidados) e as fotos que enviarem.

Dos convidados: nome, e-mail e telefone; na confirmação de presença, se vão ou não, os nomes e as idades dos acompanhantes e as respostas às perguntas dos anfitriões; os recados deixados aos anfitriões; nas compras de presentes, os itens escolhidos, os valores, a mensagem opcional e os dados necessários ao pagamento. Os dados do cartão são digitados diretamente no ambiente do Mercado Pago: a Celebra não os recebe nem os guarda. No Pix, o CPF do pagador é enviado ao Mercado Pago para gerar a cobrança.

Também registramos dados técnicos necessários ao funcionamento e à segurança do serviço, como endereço IP e data e hora dos acessos.

## Para que usamos e com que base legal
- Para prestar o serviço contratado pelos anfitriões: criar e publicar o site e a lista, receber as confirmações, os recados e os presentes, e repassar o dinheiro (execução de contrato, art. 7º, V).
- Para entregar aos anfitriões as confirmações, os recados e os presentes que os convidados enviam e para processar os pagamentos (execução de contrato e procedimentos a pedido do titular, art. 7º, V).
- Para manter os registros financeiros e fiscais das transações (cumprimento de obrigação legal, art. 7º, II).
- Para prevenir fraudes, proteger a plataforma e melhorar o serviço (legítimo interesse, art. 7º, IX), sempre respeitando os seus direitos e expectativas.
- Quando pedimos o seu consentimento em um formulário, com base nele (art. 7º, I); você pode revogá-lo a qualquer momento.

Não vendemos dados pessoais e não os usamos para publicidade de terceiros.

## Com quem compartilhamos
- Com os anfitriões do evento: os dados que os convidados enviam pelo site do evento (confirmação, acompanhantes, respostas, recados e presentes) são entregues aos anfitriões, que são os destinatários dessas informações.
- Com o Mercado Pago, que processa os pagamentos por cartão e Pix e os repasses.
- Com o provedor de envio de e-mails, para mandar confirmações e avisos.
- Com provedores de hospedagem e infraestrutura que guardam os dados em nosso nome.
- Com autoridades, quando a lei ou uma ordem judicial exigir.

## Por quanto tempo guardamos
Os dados pessoais dos convidados de um evento (nome, contato, acompanhantes, respostas e recados) são removidos {{meses_retencao}} após a data do evento. Os registros financeiros das compras e dos repasses são guardados por 5 anos, como exige a lei; depois desse prazo também são removidos ou anonimizados. Os dados da conta de um anfitrião são guardados enquanto a conta existir e, após a exclusão, apenas pelo tempo exigido por lei.

## Seus direitos
A LGPD (art. 18) garante a você, titular dos dados:
- confirmação de que tratamos os seus dados;
- acesso aos seus dados;
- correção de dados incompletos, inexatos ou desatualizados;
- anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;
- portabilidade dos dados a outro fornecedor;
- eliminação dos dados tratados com base no consentimento;
- informação sobre com quem compartilhamos os seus dados;
- informação sobre a possibilidade de não dar o consentimento e as consequências disso;
- revogação do consentimento.

## Como exercer seus direitos
Anfitriões: no painel da sua conta você pode ver e corrigir os seus dados, baixar uma cópia dos dados da sua conta e do seu evento e pedir a exclusão da conta.

Convidados: escreva ao encarregado pelo tratamento de dados ({{encarregado}}) informando o seu nome, o e-mail ou telefone usado no site e o evento. Também é possível pedir diretamente aos anfitriões do evento. Responderemos em até 15 dias.

Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).

## Cookies e armazenamento local
Usamos apenas o que o site precisa para funcionar: o armazenamento da sessão de quem entrou na conta e, no site do evento, o carrinho de presentes e a senha do site digitada pelo convidado, guardados no próprio navegador. Não usamos cookies de publicidade nem de rastreamento de terceiros.

## Segurança
Os dados trafegam cifrados (HTTPS), as senhas são guardadas cifradas, o acesso aos dados é restrito a quem precisa deles e as ações administrativas são registradas. Documentos e chaves Pix aparecem mascarados, exceto onde são usados. Nenhum sistema é totalmente invulnerável: se ocorrer um incidente de segurança que possa trazer risco ou dano relevante, avisaremos os titulares afetados e a ANPD.

## Alterações desta política
Esta política pode ser atualizada. Cada alteração gera uma nova versão, e os formulários registram a versão em vigor quando você os envia. A versão atual é a indicada nesta página.`;
