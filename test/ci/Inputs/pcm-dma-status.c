
/* The change under review: reads the stream's private data as the chip. */
u32 foo_pcm_dma_status(struct snd_pcm_substream *substream)
{
	struct foo_chip *status_chip = substream->runtime->private_data;

	return foo_read(status_chip, FOO_REG_DMA_BASE(substream->stream));
}
