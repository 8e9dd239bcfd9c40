/** Verbs that can start an outcome ("land their first clients"), so "I help X land …" needs no "achieve". */
export const OUTCOME_VERBS: ReadonlySet<string> = new Set(
  `get land build grow create find lose gain earn launch start feel become make reach win scale achieve reclaim double
  triple save sleep run write sell attract book hire learn master stop quit pay buy travel retire heal improve increase
  reduce boost turn transform develop speak lead manage move switch finish publish have enjoy regain rebuild overcome
  navigate break go take keep stay live raise design cook eat train nail close ship protect simplify organise organize
  understand fix own love discover share tell connect thrive recover restore prepare pass plan invest prep cut hit set
  use try practise practice apply choose pick spot avoid handle identify craft map track measure calculate pitch
  negotiate price automate delegate schedule batch film record edit post monetise monetize convert retain`.split(/\s+/),
);

/** Tones that welcome emoji and a looser rhythm. */
export const PLAYFUL_TONE = /fun|playful|trendy|creative|casual|witty|bold|quirky|cheeky/i;

/** Words a phrase must not end on, because each needs something after it: "… for the", "… without". */
export const DANGLING: ReadonlySet<string> = new Set(
  `a an the and or but nor of to for with without from into onto at by as than which who whom whose that when
  where while if because so then my your their our his her its in on over about very not is are was were be been
  am have has had do does did can could will would should may might must just really every each some any this
  these those what how why whether since like via per they we he she i`.split(/\s+/),
);
